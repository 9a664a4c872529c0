/**
 * The part of react-router the front ends use, shared by Module Federation as one singleton in its
 * place. A shared module is bundled whole, since the bundler cannot know what the other apps import
 * from it: shared through this list, react-router shrinks to what is named here (a third of its
 * size on the home page). Apps import routing from here, never from react-router-dom (ESLint says so).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
