import { Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';

type Props = {
  resource: string;
  label: string;
  linkLabel: string;
  filter?: Record<string, unknown>;
  /** Where the link leads, when not the resource's list with this filter (a page such as the review queue). */
  to?: string;
};

/** A count from the list endpoint's Content-Range total (one row fetched). */
export const CountCard = ({ resource, label, linkLabel, filter = {}, to }: Props) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  const headingId = `${resource}-count-heading`;
  const search = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {translate(label)}
        </Typography>
        {isPending ? (
          <Skeleton variant="text" width={80} height={56} />
        ) : (
          <Typography variant="h3" component="p" data-testid={`${resource}-count`}>
            {total ?? 0}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={to ?? `${createPath({ resource, type: 'list' })}${search}`}>
          {translate(linkLabel)}
        </Button>
      </CardActions>
    </Card>
  );
};
