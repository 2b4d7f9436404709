/** Words of the review dialog. */
export const REVIEW_DIALOG_TEXT = {
  title: 'Share your experience',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  lead: 'Tell other cat parents how Purrfect Litter works in your home. Our team reads every review before it appears.',
  ratingLead: 'How happy are you with Purrfect Litter?',
  product: 'Which product is it about?',
  productNone: 'The shop in general',
  productOption: (name: string, details: readonly (string | null | undefined)[]) => {
    // What the name already says is not said again, word for word: "… Lavender 5 kg" needs no "(5 kg, Lavender)", nor
    // "Disposal Bags (60)" a "(60 bags)"; "… 10 kg" still says "5 kg" of another pack.
    const named = new Set(wordsOf(name));
    const shown = details.filter((d): d is string => Boolean(d) && !wordsOf(d!).every((word) => named.has(word)));
    return shown.length > 0 ? `${name} (${shown.join(', ')})` : name;
  },
  location: 'Location',
  locationHint: 'Your city, e.g. Pune',
  message: 'Message',
  messageHint: (min: number) => `At least ${min} characters.`,
  counter: (used: number, max: number) => `${used}/${max}`,
  counterLabel: (used: number, max: number) => `${used} of ${max} characters used`,
  rating: 'Your rating',
  back: 'Back',
  faces: ['Angry', 'Confused', 'Neutral', 'Smile', 'Heart eyes'] as const,
  faceLabel: (rating: number, word: string) => `${rating} out of 5, ${word.toLowerCase()}`,
} as const;

/** The words and numbers of a text, in lower case ("Bags (60)" → bags, 60). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? [];
}
