import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function LoanCalculatorPage() {
  return <UpcomingPage path="/loan-calculator" />;
}
