import { TranslationParams, type TranslatedLocale } from '@shop/contract/translations';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../audit/audit.service';
import { routeDoc } from '../../lib/openapi';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** What one kind of thing's words in other languages are read and saved with. */
interface Translations<Input extends z.ZodType, Answer extends z.ZodType> {
  getTranslations(id: string): Promise<Omit<z.input<Answer>, 'success'>>;
  saveTranslation(id: string, locale: TranslatedLocale, input: z.output<Input>, actor: Actor): Promise<Omit<z.input<Answer>, 'success'>>;
}

/**
 * The console's two routes for one kind of thing's words in other languages (`${base}/translations`): all of them
 * beside the English, and saving one language made from the version read (409 when someone saved another meanwhile).
 */
export function registerTranslationRoutes<Input extends z.ZodType, Answer extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  base: string,
  words: { read: string; save: string; params: z.ZodType; input: Input; answer: Answer },
  service: Translations<Input, Answer>,
): void {
  // Fastify cannot follow these generic schemas to the handlers; `Translations` types the answers instead.
  const read: FastifySchema = doc(words.read, { params: words.params }, { 200: words.answer }, 404);
  const save: FastifySchema = doc(words.save, { params: TranslationParams, body: words.input }, { 200: words.answer }, 400, 404, 409);
  app.get(`${base}/translations`, { schema: read }, async (request) => ({ success: true as const, ...(await service.getTranslations((request.params as { id: string }).id)) }));
  app.put(`${base}/translations/:locale`, { schema: save }, async (request) => {
    const { id, locale } = request.params as z.output<typeof TranslationParams>;
    return { success: true as const, ...(await service.saveTranslation(id, locale, request.body as z.output<Input>, staffActor(request))) };
  });
}
