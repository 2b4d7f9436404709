// mjml 4 renders synchronously; @types/mjml follows mjml-core 5, whose renderer returns a promise.
declare module 'mjml' {
  interface MjmlError {
    formattedMessage: string;
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; keepComments?: boolean },
  ): { html: string; errors: MjmlError[] };
}
