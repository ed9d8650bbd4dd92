/**
 * A contract's status and its stage (connect §4: ACCEPT, CONFIRM, TRANSPORT). The badge's colour
 * says how it stands (awaiting someone, agreed, moving, ended); the steps show the stage reached.
 */
import { Badge, Text } from '@mantine/core';
import {
  CONTRACT_STAGE_OF,
  CONTRACT_STAGES,
  type ContractStatus,
  TERMINAL_CONTRACT_STATUSES,
} from '@navia/domain/rules/contracts/workflow';
import { IconCheck } from '@tabler/icons-react';
import classes from './contracts.module.css';

const ENDED: readonly ContractStatus[] = ['REJECTED', 'CANCELLED', 'DELETED'];

function colourOf(status: ContractStatus): string {
  if (ENDED.includes(status)) return 'red';
  if (TERMINAL_CONTRACT_STATUSES.includes(status)) return 'teal';
  const stage = CONTRACT_STAGE_OF[status];
  if (stage === 'TRANSPORT' || status === 'ORDER CREATION') return 'teal';
  if (status.startsWith('AWAITING') || status === 'AMENDED') return 'orange';
  return 'blue';
}

export function ContractStatusBadge({ status, text }: { status: ContractStatus; text?: string }) {
  return (
    <Badge
      color={colourOf(status)}
      variant="light"
      radius="sm"
      classNames={{ root: classes.statusBadge, label: classes.statusBadgeLabel }}
      title={status}
    >
      {text ?? status}
    </Badge>
  );
}

/**
 * The three stages as steps: those before the contract's are done, its own is current. A contract
 * that ended (rejected, cancelled, deleted) shows where it ended.
 */
export function ContractStageSteps({ status }: { status: ContractStatus }) {
  const current = CONTRACT_STAGES.indexOf(CONTRACT_STAGE_OF[status]);
  const ended = ENDED.includes(status);
  return (
    <ol className={classes.stages} aria-label="Contract stage">
      {CONTRACT_STAGES.map((stage, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={stage}
            className={classes.stage}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.stageDot} aria-hidden>
              {state === 'done' ? <IconCheck size={12} /> : i + 1}
            </span>
            <Text component="span" size="xs" fw={700}>
              {stage}
            </Text>
            <span className={classes.visuallyHidden}>
              {state === 'done'
                ? ' (done)'
                : state === 'current'
                  ? ended
                    ? ' (ended here)'
                    : ' (current)'
                  : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The status with its stage in words, for a table cell. */
export function StatusWithStage({ status, text }: { status: ContractStatus; text: string }) {
  return (
    <span className={classes.nowrap}>
      <ContractStatusBadge status={status} text={text} />{' '}
      <Text span size="xs" c="dimmed">
        {CONTRACT_STAGE_OF[status]}
      </Text>
    </span>
  );
}
