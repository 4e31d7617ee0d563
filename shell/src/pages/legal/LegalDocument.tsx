import styled from 'styled-components';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocumentProps {
  title: string;
  /** 'January 1, 2025' for the privacy policy and the terms (product.md › Screens and routes, Constants and limits). */
  effectiveDate?: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
  testId: string;
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  line-height: 1.65;

  @media (max-width: 600px) {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Effective = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(7)};

  h2 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Paragraph = styled.p`
  color: ${({ theme }) => theme.colors.text};

  & + & {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const List = styled.ul`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding-left: ${({ theme }) => theme.space(6)};

  li + li {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
`;

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a legal text is static; its blocks never reorder
          <Paragraph key={index}>{block}</Paragraph>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <List key={index}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        ),
      )}
    </>
  );
}

/** One legal page: a level-1 title, the effective date and numbered sections with level-2 headings. */
export function LegalDocument({ title, effectiveDate, intro, sections, testId }: LegalDocumentProps) {
  return (
    <Article aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Header>
        <h1 id={`${testId}-title`}>{title}</h1>
        {effectiveDate ? <Effective>Effective date: {effectiveDate}</Effective> : null}
      </Header>
      <Blocks blocks={intro} />
      {sections.map((section, index) => (
        <Section key={section.heading} aria-labelledby={`${testId}-s${index + 1}`}>
          <h2 id={`${testId}-s${index + 1}`}>
            {index + 1}. {section.heading}
          </h2>
          <Blocks blocks={section.body} />
        </Section>
      ))}
    </Article>
  );
}
