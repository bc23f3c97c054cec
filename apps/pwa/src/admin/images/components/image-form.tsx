import {
  IMAGE_CAPTION_MAX,
  ImageInputSchema,
  ImageUrlSchema,
  type ImageInput,
} from '@lotto/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { IMAGE_KINDS, useSaveImage, type ImageKind } from '../api/admin-images';
import { failureReason } from '@/admin/session/error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';

function Preview({ url }: { url: string }) {
  // Which address failed and which loaded: a new address starts over without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  if (!url) {
    return (
      <p className="image-preview-empty">
        Enter an http:// or https:// image address to see a preview.
      </p>
    );
  }
  return (
    <figure className="image-preview">
      {failed === url ? (
        <p className="image-preview-error" role="status">
          The image could not be loaded from this address. Check it before saving.
        </p>
      ) : (
        <img
          key={url}
          src={url}
          alt="Preview of the image to save"
          onError={() => setFailed(url)}
          onLoad={() => setLoaded(url)}
          referrerPolicy="no-referrer"
        />
      )}
      <figcaption>
        {loaded === url ? 'Preview' : failed === url ? 'No preview' : 'Loading preview…'}
      </figcaption>
    </figure>
  );
}

/** Spec §2 image forms: an image URL with a preview, 'Saving...' while pending, the §8 messages. */
export function ImageForm({ kind }: { kind: ImageKind }) {
  const config = IMAGE_KINDS[kind];
  const save = useSaveImage(kind);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const form = useValibotForm(ImageInputSchema, { defaultValues: { imageUrl: '', caption: '' } });
  const typed = useWatch({ control: form.control, name: 'imageUrl' });
  const settled = useDebouncedValue(typed, 400);
  const parsed = v.safeParse(ImageUrlSchema, settled);
  const previewUrl = parsed.success ? parsed.output : '';

  const onSubmit = async (values: ImageInput) => {
    setMessage(null);
    try {
      await save.mutateAsync(values);
      setMessage({ type: 'success', title: 'Image URL saved successfully!' });
      form.reset({ imageUrl: '', caption: '' });
    } catch (error) {
      setMessage({ type: 'error', title: config.failureText, description: failureReason(error) });
    }
  };

  return (
    <div className="admin-form-card">
      <FormMessage value={message} onClose={() => setMessage(null)} />
      <div className="image-form">
        <Form form={form} onSubmit={onSubmit} aria-label={`${config.title} form`}>
          <FormField
            control={form.control}
            name="imageUrl"
            label="Image URL"
            extra={`Shown on ${config.shownOn}.`}
          >
            {({ input }) => (
              <Input
                {...input}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/tip.jpg"
              />
            )}
          </FormField>
          <FormField
            control={form.control}
            name="caption"
            label="Caption (alt text)"
            extra={`What the image shows, in words: read out to visitors who cannot see it and shown in the viewer. Optional, at most ${IMAGE_CAPTION_MAX} characters.`}
          >
            {({ input, field }) => (
              <Input
                {...input}
                value={field.value ?? ''}
                autoComplete="off"
                // Counts without cutting: a longer caption is refused with a reason, never truncated.
                count={{ show: true, max: IMAGE_CAPTION_MAX }}
                placeholder="e.g. Three numbers to watch for 16 December"
              />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Form>
        <Preview url={previewUrl} />
      </div>
    </div>
  );
}
