import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PROFILE_MESSAGES, type Profile } from '@tracker/contracts';
import { navigate } from '@tracker/api-client';
import { Button, Card, CardHeader, CardTitle, TextField } from '@tracker/ui-kit';
import { useUpdateProfile } from '../mutations';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(5)};
  align-items: flex-start;
`;

const Avatar = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.dl`
  display: grid;
  flex: 1 1 240px;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Form = styled.form`
  display: grid;
  flex: 1 1 280px;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * product.md › Validation rules › Profile: name required; email required and address-shaped. The server checks the same
 * rules.
 */
export function validateProfile(name: string, email: string): { name?: string; email?: string } {
  const errors: { name?: string; email?: string } = {};
  if (name.trim() === '') errors.name = PROFILE_MESSAGES.name;
  if (email.trim() === '') errors.email = PROFILE_MESSAGES.email;
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = PROFILE_MESSAGES.invalidEmail;
  return errors;
}

const memberSince = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((part) => part[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/**
 * product.md › Screens and routes › Account Settings: the profile with inline edit (viewing <-> editing), picture,
 * member since, logout.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const update = useUpdateProfile();

  function startEditing() {
    setName(profile.name);
    setEmail(profile.email);
    setErrors({});
    setEditing(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(name, email);
    setErrors(found);
    if (found.name || found.email) return;
    update.mutate({ name: name.trim(), email: email.trim() }, { onSuccess: () => setEditing(false) });
  }

  return (
    <Card aria-labelledby="profile-title" data-testid="profile-card">
      <CardHeader>
        <CardTitle id="profile-title">Profile</CardTitle>
        {editing ? null : (
          <Button size="sm" variant="secondary" onClick={startEditing}>
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <Body>
        <Avatar>
          {profile.picture ? (
            <img
              src={profile.picture}
              // biome-ignore lint/a11y/noRedundantAlt: 'Profile picture of <name>' says whose picture it is
              alt={`Profile picture of ${profile.name || profile.email}`}
              referrerPolicy="no-referrer"
            />
          ) : (
            <span aria-hidden="true">{initials(profile.name, profile.email)}</span>
          )}
        </Avatar>
        {editing ? (
          <Form onSubmit={save} noValidate aria-label="Edit profile">
            <TextField
              label="Name"
              value={name}
              autoComplete="name"
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Email"
              type="email"
              value={email}
              autoComplete="email"
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Actions>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button type="button" variant="secondary" disabled={update.isPending} onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Actions>
          </Form>
        ) : (
          <Details>
            <div>
              <dt>Name</dt>
              <dd data-testid="profile-name">{profile.name || '—'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd data-testid="profile-email">{profile.email}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>
                <time dateTime={profile.createdAt}>{memberSince.format(new Date(profile.createdAt))}</time>
              </dd>
            </div>
          </Details>
        )}
      </Body>
      <Actions style={{ marginTop: 20 }}>
        <Button variant="secondary" onClick={() => navigate('logout')}>
          Logout
        </Button>
      </Actions>
    </Card>
  );
}
