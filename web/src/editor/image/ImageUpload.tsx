import { Box, HStack, Image, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { IMAGE_FILE_TYPES, UPLOAD_CONTENT_TYPES } from '@portal/rules';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FormField } from '../../widgets/FormField';
import { Photo } from '../../widgets/Photo';
import { chosenFileError, uploadImage, type ImageTarget } from './uploadImage';

const ACCEPT = IMAGE_FILE_TYPES.map((t) => UPLOAD_CONTENT_TYPES[t]).join(',');

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'done' } | { kind: 'failed'; text: string };

interface ImageUploadProps {
  /** What the image is, e.g. "Photo" or "Photo of Priya Patel": the input's label and the images' alt texts. */
  label: string;
  /** The override's value: the image's address. */
  value: string;
  onChange: (fileUrl: string) => void;
  target: ImageTarget;
  disabled?: boolean;
}

/**
 * EDITOR-044, EDITOR-012: choose (a real file input, so keyboard and screen readers work) or drop an image; its type
 * is checked from its first bytes and its size before anything is sent, a preview shows at once, the upload reports
 * its progress, and the answer's fileUrl becomes the field's value, saved like any other change.
 */
export function ImageUpload({ label, value, onChange, target, disabled }: ImageUploadProps) {
  const what = label.charAt(0).toLowerCase() + label.slice(1);
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    running.current?.abort();
    const error = await chosenFileError(file);
    if (error) {
      setPreview(null);
      setPhase({ kind: 'failed', text: error });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setPhase({ kind: 'uploading', fraction: 0 });
    const controller = new AbortController();
    running.current = controller;
    try {
      const fileUrl = await uploadImage(file, target, (fraction) => setPhase({ kind: 'uploading', fraction }), controller.signal);
      if (controller.signal.aborted) return;
      setPhase({ kind: 'done' });
      onChange(fileUrl);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'failed', text: (failure as Error).message });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : phase.kind === 'done' ? 100 : 0;
  return (
    <FormField
      label={label}
      disabled={disabled}
      error={phase.kind === 'failed' ? phase.text : null}
      announceError
      helperText="Choose an image or drop it here: WebP, PNG, GIF or JPEG, up to 5 MB."
    >
      <Box
        data-testid="image-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'border.info' : 'border'}
        bg={dragging ? 'bg.info' : undefined}
        rounded="md"
        p="4"
        w="full"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="3">
          {preview ? (
            <Image src={preview} alt={`Preview of the chosen ${what}`} boxSize="24" objectFit="cover" rounded="md" />
          ) : (
            <Photo src={value} alt={`Current ${what}`} size="24" />
          )}
          <Input
            type="file"
            accept={ACCEPT}
            p="1"
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
      </Box>
      {phase.kind !== 'idle' && phase.kind !== 'failed' && (
        <Progress.Root value={percent} w="full" maxW="sm" size="sm" colorPalette="blue">
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{`${percent}%`}</Progress.ValueText>
          </HStack>
          <Progress.Label srOnly>{`Upload progress of the ${what}`}</Progress.Label>
        </Progress.Root>
      )}
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
        {phase.kind === 'uploading'
          ? 'Uploading…'
          : phase.kind === 'done'
            ? 'Uploaded. Save to submit the new image for review.'
            : ''}
      </Text>
    </FormField>
  );
}
