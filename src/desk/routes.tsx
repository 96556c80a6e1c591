// The desk's pages. Everything but enrolment needs a signed-in member of staff; without one the
// shell shows the sign-in form in place, keeping the address.

import type { RouteObject } from 'react-router';
import { AssessmentsPage } from './assessment/slots-page';
import { Shell } from './layout/shell';
import { TeacherPage } from './reference/teacher-page';
import { WaitlistPage } from './waitlist/waitlist-page';
import { AccountPage } from './pages/account';
import { DetailPage } from './pages/detail';
import { EnrolPage } from './pages/enrol';
import { ListPage } from './pages/list';
import { NotFoundPage } from './pages/not-found';
import { OverviewPage } from './pages/overview';
import { StaffPage } from './pages/staff';

export const deskRoutes: RouteObject[] = [
  { path: '/enrol', element: <EnrolPage /> },
  { path: '/reference', element: <TeacherPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'applications', element: <ListPage /> },
      { path: 'applications/:id', element: <DetailPage /> },
      { path: 'assessments', element: <AssessmentsPage /> },
      { path: 'waiting-list', element: <WaitlistPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
