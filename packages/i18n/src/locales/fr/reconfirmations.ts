/** Reg CF : changements importants, nouvelles confirmations et clôture anticipée (issue 16). */
export const reconfirmationsMessages = {
  errors: {
    notRegCf: 'Les changements importants et la clôture anticipée ne s’appliquent que sous la Regulation Crowdfunding américaine.',
    notLive: 'Cette campagne n’est pas en ligne.',
    nothingPending: 'Aucune nouvelle confirmation n’est attendue pour cet investissement.',
    tooLate: 'Cet investissement pouvait être confirmé à nouveau jusqu’au {{until}}.',
    earlyCloseTooEarly: 'Une campagne ne peut fermer plus tôt qu’après 21 jours en ligne : à partir du {{from}}.',
    earlyCloseTooSoon:
      'Les investisseurs doivent être prévenus 5 jours ouvrés à l’avance : la date de clôture la plus proche est le {{earliest}}.',
    earlyCloseTargetNotReached:
      'Une campagne ne peut fermer plus tôt qu’une fois son objectif de {{target}} atteint (collecté à ce jour : {{raised}}).',
    earlyCloseNotEarlier: 'La nouvelle date de clôture doit précéder l’actuelle ({{closingDate}}).',
  },
  investor: {
    title: 'Confirmez à nouveau votre investissement',
    intro: 'La campagne a signalé un changement important de son offre :',
    deadline: 'Confirmez avant le {{until}}. Sinon, votre investissement sera annulé et l’argent rendu sur votre portefeuille.',
    reconfirm: 'Confirmer mon investissement',
    done: 'Votre investissement est confirmé.',
    failed: 'Votre investissement n’a pas pu être confirmé.',
  },
  owner: {
    title: 'Protection des investisseurs (Reg CF)',
    changeTitle: 'Signaler un changement important',
    changeIntro:
      'Décrivez ce qui a changé dans votre offre. Chaque investisseur devra confirmer à nouveau sous 5 jours ouvrés, sinon son investissement sera annulé et remboursé.',
    description: 'Ce qui a changé',
    record: 'Enregistrer le changement',
    recorded: 'Le changement est enregistré : {{count}} investisseurs doivent confirmer avant le {{until}}.',
    recorded_one: 'Le changement est enregistré : 1 investisseur doit confirmer avant le {{until}}.',
    lastChange: 'Dernier changement enregistré le {{date}} ; confirmations attendues avant le {{until}}.',
    closeTitle: 'Fermer plus tôt',
    closeIntro: 'Après 21 jours en ligne, vous pouvez fermer plus tôt en prévenant les investisseurs au moins 5 jours ouvrés à l’avance.',
    closeFrom: 'La clôture anticipée est possible à partir du {{from}}.',
    closingDate: 'Nouvelle date de clôture',
    earliest: 'Date la plus proche possible : {{date}}.',
    close: 'Fermer plus tôt',
    closed: 'La campagne ferme désormais le {{date}} ; {{count}} investisseurs ont été prévenus.',
    closed_one: 'La campagne ferme désormais le {{date}} ; 1 investisseur a été prévenu.',
  },
};
