import { useTexts } from '../../lib/i18n/texts';
import { StoredLegalPage } from './components/stored-legal-page';
import { PAGE_META_TEXTS } from './texts';

/** Privacy policy (SPEC.md §2, §9), as stored and edited by staff, in the page's language. */
export default function PrivacyPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  return <StoredLegalPage page={PAGE_META.privacy} />;
}
