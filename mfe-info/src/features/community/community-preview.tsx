import type { Community } from '@aspire/contracts/info';
import layout from '../../components/layout.module.css';
import { CommunityArticle, CommunityTile } from './community-tile.tsx';

/** The initiative as the site shows it: its tile on Community, then its own page. */
export function CommunityPreview({ item }: { item: Community }) {
  return (
    <>
      <div className={layout.grid}>
        <CommunityTile item={item} />
      </div>
      <CommunityArticle initiative={item} />
    </>
  );
}
