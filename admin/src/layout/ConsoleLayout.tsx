import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';

// The content column may shrink below its widest table: a wide grid scrolls inside itself and its
// pager stays on screen at 1280 px, instead of the page growing past the window.
const fitContent = { '& .RaLayout-content': { minWidth: 0 } };

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={fitContent}>
    {children}
  </Layout>
);
