import {
  AuthMessages,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NotificationPreferenceMessages,
  notificationPreferencesSchema,
  type NotificationChannel,
  type NotificationPreferenceKind,
  type NotificationPreferencesInput,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, Spinner } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  useMyNotificationPreferences,
  useSetNotificationPreferences,
} from './notification-preferences-api';
import { SuccessNotice } from './Notice';
import './translations';

/** One row of the table: what the kind covers, and whether we ever e-mail it to this role. */
interface Row {
  kind: NotificationPreferenceKind;
  label: string;
  description: string;
  /** False when nothing of this kind is e-mailed to this role (the cell says so). */
  emailed: boolean;
}

/** The rows a guest sees: order updates, messages, answers to their help reports. */
const GUEST_ROWS: Row[] = [
  {
    kind: 'ORDER_UPDATES',
    label: 'Order updates',
    description: 'Accepted, declined, completed or refunded orders.',
    emailed: true,
  },
  {
    kind: 'MESSAGES',
    label: 'Messages',
    description: 'A new message from a chef while you are away.',
    emailed: true,
  },
  {
    kind: 'HELP_REPORTS',
    label: 'Help reports',
    description: 'Our answer to a problem you reported.',
    emailed: true,
  },
];
/** The rows a chef sees: new and cancelled orders (in the app only) and messages from guests. */
const CHEF_ROWS: Row[] = [
  {
    kind: 'ORDER_UPDATES',
    label: 'Order updates',
    description: 'New orders waiting for you, and orders a guest cancelled.',
    emailed: false,
  },
  {
    kind: 'MESSAGES',
    label: 'Messages',
    description: 'A new message from a guest while you are away.',
    emailed: true,
  },
];

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  IN_APP: 'In the app',
  EMAIL: 'By e-mail',
};

const Table = styled.table`
  width: 100%;
  max-width: 40rem;
  border-collapse: collapse;
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
  }
  thead th:first-child,
  tbody th {
    text-align: left;
  }
  tbody th {
    font-weight: 600;
    span {
      display: block;
      font-weight: 400;
      font-size: 0.875rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  td {
    text-align: center;
    width: 6.5rem;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(1)};
    }
    thead th {
      font-size: 0.75rem;
    }
    td {
      width: 5.5rem;
    }
  }
  input {
    width: 22px;
    height: 22px;
    margin: 11px 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  small {
    display: block;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const Field = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.danger};
`;

type Path = `${NotificationPreferenceKind}.${NotificationChannel}`;

/**
 * Notification preferences (the guest's account settings and the chef's account page): a table of
 * the kinds of notification this role gets × the channels (in the app, by e-mail), loaded from
 * notifications and saved there with Save preferences. Order updates in the app are always on
 * (a checked, disabled box marked 'Always on', explained under the table); a kind never e-mailed
 * to this role says 'Not e-mailed'. The contract's rule (`notificationPreferencesSchema`) checks
 * the form; the server's refusals go under the table, a failure in a banner; success shows
 * 'Your notification preferences have been saved.'.
 */
export function NotificationPreferencesForm({ role }: { role: 'GUEST' | 'CHEF' }) {
  const t = useT();
  const { data, loading, error, refetch } = useMyNotificationPreferences();
  if (!data && loading) return <Spinner centered label={t('Loading your preferences…')} />;
  if (!data || error) {
    return (
      <div>
        <ErrorBanner>{t(NotificationPreferenceMessages.loadFailed)}</ErrorBanner>
        <Button $variant="secondary" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  const values = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  const mandatory = new Set<string>();
  for (const item of data.myNotificationPreferences.items) {
    const kind = item.kind as NotificationPreferenceKind;
    const channel = item.channel as NotificationChannel;
    if (values[kind]) values[kind][channel] = item.enabled;
    if (item.mandatory) mandatory.add(`${kind}.${channel}`);
  }
  return (
    <PreferencesTable
      rows={role === 'CHEF' ? CHEF_ROWS : GUEST_ROWS}
      values={values}
      mandatory={mandatory}
    />
  );
}

function PreferencesTable({
  rows,
  values,
  mandatory,
}: {
  rows: Row[];
  values: NotificationPreferencesInput;
  mandatory: Set<string>;
}) {
  const t = useT();
  const [save] = useSetNotificationPreferences();
  const [saved, setSaved] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NotificationPreferencesInput>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: values,
  });

  const onSubmit = handleSubmit(async (input) => {
    setSaved(false);
    setBanner(null);
    setRefusals([]);
    const items = rows.flatMap((row) =>
      NOTIFICATION_CHANNELS.filter((c) => !mandatory.has(`${row.kind}.${c}`)).map((channel) => ({
        kind: row.kind,
        channel,
        enabled: input[row.kind][channel],
      })),
    );
    try {
      const result = (await save({ variables: { input: items } })).data?.setNotificationPreferences;
      if (result?.__typename === 'NotificationPreferences') {
        reset(input);
        setSaved(true);
      } else if (result?.__typename === 'ValidationError') {
        setRefusals(result.errors.map((e) => e.message));
      } else {
        setBanner(result?.__typename === 'ServerError' ? result.message : AuthMessages.serverError);
      }
    } catch {
      setBanner(AuthMessages.serverError);
    }
  });

  const formErrors = rows.flatMap((row) =>
    NOTIFICATION_CHANNELS.map((c) => errors[row.kind]?.[c]?.message).filter(
      (m): m is string => !!m,
    ),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Notification preferences')}>
      {saved && <SuccessNotice>{t(NotificationPreferenceMessages.saved)}</SuccessNotice>}
      {banner && <ErrorBanner>{t(banner)}</ErrorBanner>}
      <Table>
        <caption>{t('Choose how we tell you about each kind of notification.')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Notification')}</th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {t(CHANNEL_LABELS[c])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">
                {t(row.label)}
                <span>{t(row.description)}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const path: Path = `${row.kind}.${channel}`;
                const label = `${t(row.label)} — ${t(CHANNEL_LABELS[channel])}`;
                if (channel === 'EMAIL' && !row.emailed) {
                  return (
                    <td key={channel}>
                      <small>{t('Not e-mailed')}</small>
                    </td>
                  );
                }
                if (mandatory.has(path)) {
                  return (
                    <td key={channel}>
                      <input type="checkbox" checked disabled aria-label={label} readOnly />
                      <small>{t('Always on')}</small>
                    </td>
                  );
                }
                return (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      aria-label={label}
                      data-testid={`pref-${path}`}
                      {...register(path)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>{t(NotificationPreferenceMessages.orderUpdatesInAppRequired)}</Note>
      {[...formErrors, ...refusals].map((m) => (
        <Field role="alert" key={m}>
          {t(m)}
        </Field>
      ))}
      <Button
        type="submit"
        disabled={isSubmitting || !isDirty}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('Saving…') : t('Save preferences')}
      </Button>
    </form>
  );
}
