import UpcomingPage from './upcoming-page';

// Replaced by the feature's issue.
export default function AiChatPage() {
  return <UpcomingPage path="/ai-chat" />;
}
