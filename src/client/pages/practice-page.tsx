import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function PracticePage() {
  return <UpcomingPage path="/practice" />;
}
