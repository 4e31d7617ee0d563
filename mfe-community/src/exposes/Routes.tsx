import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { AccountPage } from '../pages/Account/AccountPage';
import { FeedbackPage } from '../pages/Feedback/FeedbackPage';
import { HelpPage } from '../pages/Help/HelpPage';
import { VoteFeaturesPage } from '../pages/VoteFeatures/VoteFeaturesPage';

/**
 * The community area's routes. The shell renders every area on its root splat route, so these match the whole
 * path (product.md › Screens and routes: /account, /vote-features, /help, /feedback).
 */
export default function CommunityRoutes() {
  return (
    <Routes>
      <Route path="account" element={<AccountPage />} />
      <Route path="vote-features" element={<VoteFeaturesPage />} />
      <Route path="help" element={<HelpPage />} />
      <Route path="feedback" element={<FeedbackPage />} />
      {/* A path inside the area that none of its pages serves (/account/bar): the shell's 404 page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
