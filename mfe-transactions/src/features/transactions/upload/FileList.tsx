import styled from 'styled-components';
import { fileSizeMb } from '@tracker/contracts';
import { Button, TruncatedText } from '@tracker/ui-kit';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled(TruncatedText)`
  flex: 1 1 auto;
`;

const Size = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function FileList({
  files,
  onRemove,
  disabled,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <List aria-label="Selected files">
      {files.map((file, index) => (
        <Item key={`${file.name}-${file.size}-${file.lastModified}`}>
          <Name text={file.name} />
          <Size>{fileSizeMb(file.size)} MB</Size>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            Remove
          </Button>
        </Item>
      ))}
    </List>
  );
}
