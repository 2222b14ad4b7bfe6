import { Link } from '@chakra-ui/react';

export const MAIN_ID = 'main';

/** SHELL-011: the first thing Tab reaches; it moves focus to the main region. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      px="3"
      py="2"
      rounded="md"
      shadow="md"
      _focus={{ top: '2' }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to main content
    </Link>
  );
}
