import { Image, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** A picture of the site by its address; a missing or unreadable one says so instead of a broken image (D-81). */
export function Photo({ src, alt, size = '16' }: { src: string; alt: string; size?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const address = src.trim();
  if (!address || failed === address) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {address ? 'Photo not available' : 'No photo'}
      </Text>
    );
  }
  return (
    <Image
      src={address}
      alt={alt}
      boxSize={size}
      objectFit="cover"
      rounded="md"
      borderWidth="1px"
      onError={() => setFailed(address)}
    />
  );
}

/** "Photo address of Sam Summers" → "Photo of Sam Summers": the picture's alt from its field's label. */
export function photoAlt(fieldLabel: string): string {
  return fieldLabel.replace(/ address\b/i, '');
}
