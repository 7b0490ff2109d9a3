import { Resource, type ResourceProps } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Declares a resource to react-admin (labels, record representation) whose pages live under
 * another base path, e.g. /beheer/teams; its default /<name> route forwards there.
 */
export const MovedResource = ({ basePath }: ResourceProps & { basePath: string }) => {
  const { pathname, search } = useLocation();
  return <Navigate to={`${basePath}${pathname}${search}`} replace />;
};

MovedResource.raName = 'Resource';
MovedResource.registerResource = Resource.registerResource;
