import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@fairway/ui';

/** A link that looks like the ui Button. The Button defaults `type="button"`, which has no
 * meaning on an anchor, so it is dropped here. */
export const ButtonAnchor = styled(Button).attrs({ as: 'a', type: undefined })``;

/** The same for in-app (router) links. */
export const ButtonRouterLink = styled(Button).attrs({ as: Link, type: undefined })``;
