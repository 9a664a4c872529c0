// The ceiling of the tracking lookup: a bare Fastify + pg server doing the lookup in one statement,
// with none of the product's layers. Started as its own process by scenarios/gateway.mjs; prints
// its port once listening. Env: DATABASE_URL, PORT.
import Fastify from 'fastify';
import pg from 'pg';

const TRACKING_SQL = `
  SELECT o.code, o.name, o.status, COALESCE(c.company, c.name) AS customer, o.destination,
         o.expected_delivery AS "expectedDelivery", o.created_at AS "createdAt",
         COALESCE(json_agg(json_build_object(
           'code', i.code, 'name', i.name, 'quantity', i.quantity, 'status', i.status,
           'warehouse', i.warehouse_name, 'weight', i.weight, 'volume', i.volume,
           'statusChangedAt', i.status_changed_at, 'totalAmount', i.total_amount,
           'remainingAmount', i.remaining_amount) ORDER BY i.id) FILTER (WHERE i.id IS NOT NULL), '[]') AS items
    FROM orders.orders o
    LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
    LEFT JOIN orders.order_items i ON i.order_id = o.id
   WHERE o.code = $1
   GROUP BY o.id, c.id
   ORDER BY o.created_at DESC
   LIMIT 1`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/api/search/orders/:code', async (request, reply) => {
  const { rows } = await pool.query(TRACKING_SQL, [request.params.code]);
  return rows[0] ?? reply.code(404).send({ message: 'Данного заказа не существует' });
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(new URL(address).port);
