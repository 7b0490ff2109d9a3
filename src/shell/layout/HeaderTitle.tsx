import { Title, type TitleProps } from 'react-admin';
import { useHydrated } from '../routing/hydration';

/**
 * react-admin's Title, which a page puts into the header through a portal: a server cannot render a
 * portal, so a page the server rendered gets it right after its hydration (docs/first-screen.md).
 */
export const HeaderTitle = (props: TitleProps) => (useHydrated() ? <Title {...props} /> : null);
