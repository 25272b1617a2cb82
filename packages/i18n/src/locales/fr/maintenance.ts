export const maintenance = {
  title: 'Maintenance en cours',
  heading: 'Nous revenons très vite',
  body: 'Désolés pour la gêne occasionnée. Une maintenance est en cours et le site sera bientôt de retour.',
  api: 'Le service est en maintenance. Veuillez réessayer dans quelques instants.',
};
