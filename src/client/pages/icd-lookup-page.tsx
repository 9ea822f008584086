import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function IcdLookupPage() {
  return <UpcomingPage path="/icd-lookup" />;
}
