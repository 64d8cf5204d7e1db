import { ScreenPlaceholder } from './ScreenPlaceholder';

export interface AvatarSelectionScreenProps {
  /** Called with the chosen avatar's name; the gate then shows the chat. */
  onSelect: (name: string) => void;
}

/** Avatar selection (spec §2 step 6): the card grid that calls onSelect arrives with the chat issue. */
export default function AvatarSelectionScreen(_props: AvatarSelectionScreenProps) {
  return <ScreenPlaceholder screen="avatarSelection" testId="avatar-selection-screen" />;
}
