# Lists and small words shared by every part of the bot.

## Lists: "a, b and c", "a, b or c". $head is every item but the last,
## already joined by list-comma.
list-comma = {", "}
list-and = { $head } and { $last }
list-or = { $head } or { $last }

## A message's due time on a line of its own. $when is a moment.
reply-due = Due { $when }.
