/** Jobs (issue 9): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const jobsMessages = {
  errors: {
    unknown: 'Aucune tâche ne s’appelle « {{name}} ».',
    running: 'La tâche {{name}} est déjà en cours (démarrée le {{since}}). Réessayez une fois qu’elle sera terminée.',
  },
  names: {
    'notification-digests': 'Résumés des notifications',
    'email-outbox': 'File d’attente des e-mails',
    cleanup: 'Nettoyage',
    'close-campaigns': 'Clôture des campagnes',
    'expire-holds': 'Réservations de paiement expirées',
    'auto-repayments': 'Remboursements automatiques',
    'late-repayments': 'Remboursements en retard',
    statements: 'Relevés trimestriels',
    'issue-certificates': 'Certificats d’actions',
    'expire-saved-investments': 'Investissements enregistrés expirés',
    'reconcile-payments': 'Rapprochement des paiements',
    reconfirmations: 'Nouvelles confirmations',
  },
  descriptions: {
    'notification-digests':
      'Envoie à chaque utilisateur un résumé de ses notifications non lues, chaque jour, chaque semaine ou chaque mois selon son choix.',
    'email-outbox': 'Envoie les e-mails encore en attente, comme ceux dont le premier envoi a échoué.',
    cleanup:
      'Supprime les captchas, états de connexion et liens expirés, les anciennes tentatives de connexion et les exécutions de tâches de plus d’un mois.',
    'close-campaigns': 'Clôture les campagnes dont le dernier jour est passé, réussies ou non, et les règle.',
    'expire-holds': 'Restitue les parts retenues par des paiements par carte commencés mais pas terminés à temps.',
    'auto-repayments':
      'Prélève sur le portefeuille des porteurs de projet les échéances automatiques du jour et les répartit entre les investisseurs.',
    'late-repayments': 'Signale les remboursements échus et non payés et prévient une fois leurs porteurs et leurs investisseurs.',
    statements: 'Prépare et envoie par e-mail le relevé de chaque investisseur pour le trimestre écoulé.',
    'issue-certificates':
      'Émet les certificats d’actions numérotés des campagnes en actions clôturées avec succès, une seule fois chacune.',
    'expire-saved-investments':
      'Supprime les investissements enregistrés qui n’ont pas été repris avant leur date d’expiration (un réglage).',
    'reconcile-payments':
      "Compare les transactions réglées de la veille de chaque prestataire de paiement avec les comptes de compensation du grand livre et liste les écarts pour l'équipe.",
    reconfirmations:
      'Annule et rembourse sur le portefeuille chaque investissement payé qui n’a pas été confirmé à nouveau dans le délai suivant un changement important (Reg CF américaine).',
  },
  console: {
    title: 'Tâches planifiées',
    help: 'Chaque tâche s’exécute une fois par période, quel que soit le nombre de serveurs de la plateforme. Une exécution laissée inachevée par un serveur arrêté est reprise au passage suivant.',
    schedule: 'Calendrier {{schedule}} ({{timezone}}) : {{cadence}}, sur un seul serveur.',
    cadences: {
      minute: 'une exécution par déclenchement prévu',
      hour: 'une exécution par heure',
      day: 'une exécution par jour',
      month: 'une exécution par mois',
      quarter: 'une exécution par trimestre',
    },
    runs: 'Dernières exécutions de {{name}}',
    noRuns: 'Aucune exécution pour l’instant.',
    runNow: 'Exécuter maintenant',
    runNowTitle: 'Exécuter cette tâche maintenant ?',
    runNowText:
      'Elle s’exécute aussitôt, comme une exécution à part, et fait ce qui est dû maintenant, comme le ferait une exécution planifiée. Elle est refusée tant que la tâche est en cours.',
    started: 'L’exécution a commencé.',
    columns: {
      period: 'Période',
      status: 'État',
      startedAt: 'Début',
      finishedAt: 'Fin',
      attempts: 'Tentatives',
      instance: 'Serveur',
      startedBy: 'Lancée par',
      outcome: 'Résultat',
    },
    statuses: {
      running: 'En cours',
      succeeded: 'Réussie',
      failed: 'Échouée',
      stale: 'Bloquée, sera reprise',
    },
    bySchedule: 'Calendrier',
    manual: 'Exécution manuelle',
  },
};
