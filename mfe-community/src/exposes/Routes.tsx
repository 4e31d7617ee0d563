import { lazy } from 'react';
import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { AccountPage } from '../pages/Account/AccountPage';

// The area's other pages arrive when visited (the shell's area frame shows its spinner meanwhile): /account carries
// none of their code (the help page's answers alone are ≈5 kB).
const FeedbackPage = lazy(() => import('../pages/Feedback/FeedbackPage').then((m) => ({ default: m.FeedbackPage })));
const HelpPage = lazy(() => import('../pages/Help/HelpPage').then((m) => ({ default: m.HelpPage })));
const VoteFeaturesPage = lazy(() =>
  import('../pages/VoteFeatures/VoteFeaturesPage').then((m) => ({ default: m.VoteFeaturesPage })),
);

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
