export {
  LIVE_CHANGE_FIELD,
  LIVE_CHANGES_KEPT_MS,
  addLiveChanges,
  liveChangesKey,
} from './live-changes-stream.js';
