# French (fr). Glossary: turn = tour, game = jeu (une partie), turn alert = alerte de tour, direct message = message privé, quiet hours = heures calmes, time zone = fuseau horaire
# Alertes de tour par message privé (/notify).

## Ce que répond /notify.
notify-off = Alertes de tour désactivées : je ne t’écrirai pas au sujet de tes parties.
notify-every = Je t’écrirai quand ce sera ton tour, et une fois quand ton temps sera presque écoulé.
notify-low = Je t’écrirai une fois quand ton temps pour un tour sera presque écoulé.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Je t’écrirai une fois par jour à { $at } dans ton fuseau horaire (UTC sans zone:), avec les parties qui attendent ton tour.
## Après l’une des réponses ci-dessus : le choix vaut pour un seul jeu. $game est son nom.
notify-only-game = (Seulement pour { $game }.)
## $from et $to sont des heures (22:00), $zone le nom d’un fuseau horaire.
notify-quiet = Heures calmes : rien de { $from } à { $to } ({ $zone }).

## /notify refusé. $given est ce qui a été tapé.
notify-mode-unknown = `mode:{ $given }` n’est pas un choix possible : utilise every, low ou off.
notify-quiet-unreadable = `quiet:{ $given }` n’est pas une plage horaire : écris-la comme quiet:22-07 ou quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` n’est pas un fuseau horaire que je connais : utilise un nom comme Europe/Berlin ou America/New_York.
notify-quiet-needs-zone = Les heures calmes demandent aussi ton fuseau horaire : ajoute zone:, comme zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` n’est pas un nombre de minutes entre 1 et 10080.

## L’alerte. $title est le titre du jeu, $number le numéro de la partie,
## $opponents les autres joueurs (une liste de notify-name), $channel l’endroit où l’on joue.
notify-name = { $name }
notify-alert-turn = C’est ton tour : { $title } #{ $number } contre { $opponents }, dans { $channel }.
notify-alert-low = Ton temps est presque écoulé : { $title } #{ $number } contre { $opponents }, dans { $channel }.
## $when est le moment où le temps du tour expire (relatif : « dans 3 heures »).
notify-time-left = Ton temps expire { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Tu n’as aucune partie en cours.
mygames-header = Tes parties en cours :
mygames-line = { $title } #{ $number } contre { $opponents }, dans { $channel } : { $state }
mygames-your-turn-due = à toi de jouer, avant { $when }.
mygames-your-turn = à toi de jouer.
mygames-waiting = en attente de { $movers }.
mygames-more = Seules les { $listed } plus récentes sont affichées.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Une partie attend ton tour :
   *[other] { $count } parties attendent ton tour :
}
