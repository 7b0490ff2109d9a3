import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TaskSearch } from '../../dataProvider/tasks';
import type { DelegateTargets } from '../../dataProvider/workflow';
import { personNameSurnameFirst } from '../../../contract/names';

/** Whose tasks: `all` (as far as I may see), `mine`, `team:<id>` or `user:<id>`. */
export type Who = string;

/** The part of the task search body (spec 000 §3) that says whose tasks. */
export const whoFilter = (who: Who, userId: number): Pick<NonNullable<TaskSearch>, 'gebruikers' | 'teams' | 'isTeam'> => {
  const [kind, id] = who.split(':');
  if (kind === 'team') return { teams: [Number(id)], isTeam: true };
  if (kind === 'user') return { gebruikers: [Number(id)] };
  return kind === 'mine' ? { gebruikers: [userId] } : {};
};

interface Props {
  value: Who;
  onChange: (who: Who) => void;
  /** The people and teams `/workflow/delegate-to` offers. */
  targets: DelegateTargets | undefined;
  userId: number | undefined;
  /** i18n key of an 'everything I may see' option, when offered. */
  allLabel?: string;
  testId: string;
}

/** Me, one of the teams or one of the people tasks go to. */
export const WhoSelect = ({ value, onChange, targets, userId, allLabel, testId }: Props) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate('app.tasks.taken.who')} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 240 }} data-testid={testId}>
      {allLabel && <MenuItem value="all">{translate(allLabel)}</MenuItem>}
      <MenuItem value="mine">{translate('app.tasks.taken.mine')}</MenuItem>
      {targets?.teams.map((team) => (
        <MenuItem key={`team-${team.id}`} value={`team:${team.id}`}>
          {translate('app.tasks.taken.teamFilter')}: {team.teamNaam}
        </MenuItem>
      ))}
      {targets?.gebruikers
        .filter((user) => user.id !== userId)
        .map((user) => (
          <MenuItem key={`user-${user.id}`} value={`user:${user.id}`}>
            {personNameSurnameFirst(user.partijNawData)}
          </MenuItem>
        ))}
    </TextField>
  );
};
