import { Button, DownloadTrigger, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DownloadButtonProps {
  /** The file's contents, made when the button is pressed (so a large export costs nothing until asked for). */
  data: () => string;
  fileName: string;
  mimeType?: string;
  /** The accessible name when the visible text alone does not say what is downloaded. */
  label?: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  ms?: ButtonProps['ms'];
}

/** A button that saves text as a file in the browser (Chakra's DownloadTrigger, decision D-78): CSV exports. */
export function DownloadButton({ data, fileName, mimeType = 'text/csv;charset=utf-8', label, children, size = 'sm', ms }: DownloadButtonProps) {
  return (
    <DownloadTrigger asChild data={data} fileName={fileName} mimeType={mimeType as `${string}/${string}`}>
      <Button variant="outline" size={size} ms={ms} aria-label={label}>
        {children}
      </Button>
    </DownloadTrigger>
  );
}
