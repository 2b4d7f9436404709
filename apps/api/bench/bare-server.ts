// The machine's ceiling for the API benchmark: a bare Fastify server answering the shop's bodies from memory,
// with no database, no hooks and no logging. Started by api.bench.ts with PORT and BODY (the catalogue's JSON), and
// by search.bench.ts with SEARCH_BODY (a search's JSON) too.
import Fastify from 'fastify';

const catalogue = process.env.BODY ?? '{"products":[]}';
const searched = process.env.SEARCH_BODY ?? '{"products":[]}';
const added = JSON.stringify({ success: true, message: 'Product added to cart successfully', cartItem: { _id: 'x', quantity: 1 } });
const cleared = JSON.stringify({ success: true, message: 'Cart cleared' });

const app = Fastify({ logger: false });
app.get('/api/v1/products/all-products', (_request, reply) => reply.type('application/json').send(catalogue));
app.get('/api/v1/products/search', (_request, reply) => reply.type('application/json').send(searched));
app.post('/api/v1/cart/add-to-cart', (_request, reply) => reply.type('application/json').send(added));
app.delete('/api/v1/cart/clear-cart', (_request, reply) => reply.type('application/json').send(cleared));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
