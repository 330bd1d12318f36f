# What only Discord's front end says.

## A picture left out of a message. $megabytes is the server's upload limit.
discord-picture-too-large = (The picture is larger than this server's upload limit of { $megabytes } MB and was left out.)
