import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps, type InputRef } from 'antd';
import { useState, type Ref } from 'react';
import { t } from '@/i18n';

/** A password field with a real, labelled show/hide button (antd's eye icon is not a button). */
export function PasswordInput({
  ref,
  ...props
}: Omit<InputProps, 'type' | 'suffix'> & { ref?: Ref<InputRef> }) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
