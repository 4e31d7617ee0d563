import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_MB } from '@tracker/contracts';
import { VisuallyHidden } from '@tracker/ui-kit';

const Zone = styled.button<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border: 2px dashed ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Main = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Sub = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function UploadIcon() {
  return (
    <svg
      aria-hidden="true"
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}

const ACCEPT = [...UPLOAD_ALLOWED_EXTENSIONS.map((ext) => `.${ext}`), ...UPLOAD_ALLOWED_MIME_TYPES].join(',');

/** Drop files here or click to browse (keyboard: Enter or Space opens the file picker). */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setActive(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <Zone
        type="button"
        $active={active}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        <UploadIcon />
        <Main>Drag and drop files here, or click to browse</Main>
        <Sub>CSV (.csv) or Excel (.xlsx, .xls), up to {UPLOAD_MAX_MB}MB each</Sub>
      </Zone>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Choose files"
          tabIndex={-1}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            // Lets the same file be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </>
  );
}
