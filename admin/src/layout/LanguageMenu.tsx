import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useLocales, useTranslate } from 'react-admin';
import { useStaffLanguage } from './useStaffLanguage';

/**
 * The app bar's language switcher (react-admin's LocalesMenuButton, plus saving the pick to the
 * staff member's account). The button shows the current language's name in that language.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const { locale, pick } = useStaffLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: string) => () => {
    setAnchor(null);
    if (next !== locale) pick(next);
  };

  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-controls="language-menu"
        aria-haspopup="true"
        title={translate('console.language.menu')}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? locale}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} keepMounted open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem key={language.locale} lang={language.locale} onClick={choose(language.locale)} selected={language.locale === locale}>
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
