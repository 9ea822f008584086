import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function EnhancedIcdPage() {
  return <UpcomingPage path="/enhanced-icd" />;
}
