import {
  bangkokDay,
  createPaymentInputSchema,
  type Member,
  MEMBER_NOTE_MAX,
  PAYMENT_EARLIEST_DATE,
  PAYMENT_MAX_BAHT,
  type PaymentInput,
} from '@lotto/contracts';
import { Alert, Button, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { formatBaht } from '@/lib/format';
import { useRecordPayment, useSetMemberStatus } from '../api/admin-members';
import { failureReason } from '@/admin/session/error-text';
import { showFieldIssues } from '@/admin/shell/field-issues';

/** The schema the API checks payments with, for today in Bangkok at the moment of checking. */
const PaymentFormSchema = createPaymentInputSchema(() => bangkokDay());

const FIELDS = ['amount', 'date', 'note'] as const;

/**
 * Approving a member (`approve`: pending or suspended) records a payment, or approves without one;
 * for an approved member (`payment`) it records a further payment. The member is approved when the
 * server has the payment; every field is checked as the API checks it, and its 400s land on the fields.
 */
export function PaymentDialog({
  member,
  mode,
  onClose,
  onDone,
}: {
  member: Member;
  mode: 'approve' | 'payment';
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const recordPayment = useRecordPayment();
  const setStatus = useSetMemberStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useValibotForm(PaymentFormSchema, {
    defaultValues: { date: bangkokDay(), note: '' },
  });
  const busy = recordPayment.isPending || setStatus.isPending;

  const onSubmit = async (payment: PaymentInput) => {
    setFailure(null);
    try {
      await recordPayment.mutateAsync({ id: member._id, payment });
    } catch (error) {
      showFieldIssues(form, error, FIELDS);
      setFailure(`The payment was not recorded: ${failureReason(error)}`);
      return;
    }
    const amount = `${formatBaht(payment.amount)} baht`;
    onDone(
      member.status === 'approved'
        ? `Payment of ${amount} recorded for ${member.email}`
        : `Payment of ${amount} recorded: ${member.email} approved`,
    );
  };

  const approveWithoutPayment = async () => {
    setFailure(null);
    const note = form.getValues('note')?.trim();
    if (note && note.length > MEMBER_NOTE_MAX) {
      form.setError('note', { message: `Note must be at most ${MEMBER_NOTE_MAX} characters` });
      return;
    }
    try {
      await setStatus.mutateAsync({ id: member._id, status: 'approved', note });
    } catch (error) {
      setFailure(`Could not approve: ${failureReason(error)}`);
      return;
    }
    onDone(`${member.email} approved without a payment`);
  };

  const title =
    mode === 'approve' ? `Approve ${member.email}` : `Record a payment of ${member.email}`;
  return (
    <Modal
      open
      title={<span className="admin-dialog-title">{title}</span>}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      <p className="admin-muted">
        {mode === 'approve'
          ? 'Record the payment the member made; recording it approves them. Or approve them without a payment.'
          : 'Record a further payment (for example a renewal). It counts in Total Earned.'}
      </p>
      {failure ? (
        <Alert type="error" showIcon title={failure} role="alert" className="admin-dialog-alert" />
      ) : null}
      <Form form={form} onSubmit={onSubmit} aria-label="Payment">
        <FormField control={form.control} name="amount" label="Amount (baht)">
          {({ input, field }) => (
            <InputNumber
              {...input}
              onChange={(value) => field.onChange(value)}
              min={0}
              max={PAYMENT_MAX_BAHT}
              step={1}
              inputMode="decimal"
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField control={form.control} name="date" label="Date paid">
          {({ input }) => (
            <Input {...input} type="date" min={PAYMENT_EARLIEST_DATE} max={bangkokDay()} />
          )}
        </FormField>
        <FormField control={form.control} name="note" label="Note (optional)">
          {({ input, field }) => (
            <Input
              {...input}
              value={field.value ?? ''}
              maxLength={MEMBER_NOTE_MAX}
              placeholder="e.g. bank transfer, reference"
            />
          )}
        </FormField>
        <Space wrap className="admin-dialog-actions">
          <Button
            type="primary"
            htmlType="submit"
            loading={recordPayment.isPending}
            disabled={busy}
          >
            {mode === 'approve' ? 'Record payment and approve' : 'Record payment'}
          </Button>
          {mode === 'approve' ? (
            <Button
              loading={setStatus.isPending}
              disabled={busy}
              onClick={() => void approveWithoutPayment()}
            >
              Approve without payment
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
