import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function ScrubsPage() {
  return <UpcomingPage path="/scrubs" />;
}
