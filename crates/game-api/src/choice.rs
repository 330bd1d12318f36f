//! A turn as a path of choices: for a seat, a position and the choices made
//! so far, a game answers the next [`Step`] — what may be chosen now (a
//! place on its board, or a named option) and whether the turn may end
//! here. Every turn the rules allow is exactly one complete path, and
//! every complete path is a legal turn, so a front end that knows nothing
//! of the game (buttons, menus, a clickable board) can let a player build
//! any turn and nothing else.
//!
//! Most games answer from their list of legal turns: [`TurnTrie`] turns
//! that list, each turn with its path, into the steps.

use crate::say::Words;
use std::collections::BTreeMap;

/// What one choice names.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A place on the game's board (a square, a Throne home or ring
    /// square), by the name the game writes it with: what a click on the
    /// board means.
    Place(String),
    /// Anything else: a promotion piece, accept or decline, a throw
    /// combination, an element, "no claim".
    Named,
}

/// One thing a player may choose at a step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// What is added to the path when it is chosen (stable while the
    /// position stands; a place's key is its name). It goes into button
    /// ids ([`crate::ChoiceAsk`]): no `:`, no `|`, no leading `~`.
    pub key: String,
    /// How it reads for the player (`e2 · pawn`, `promote to a queen`),
    /// said in their language by the front end (which also fits it to its
    /// buttons' and menus' lengths).
    pub label: Words,
    /// What it names.
    pub target: Target,
    /// The group a long list is split by, for menus of at most 25 (the
    /// piece a destination belongs to, say); `None` when ungrouped.
    pub group: Option<Words>,
    /// Whether it only adds to a turn that is already complete (a Block
    /// Piece facing): the turn stays the same turn of the rules, so paths
    /// are counted without them.
    pub modifier: bool,
    /// Where the board draws a named choice, if it does (a Throne move's
    /// destination badge): a click on that place chooses it too.
    pub drawn_at: Option<String>,
    /// What the mark on its place means, said once beside the board for
    /// every place of its kind (`Temporal Lock: the enemy to lock`), when
    /// a step's places mean different things; `None`: the prompt says it.
    pub legend: Option<Words>,
    /// One line more about it, shown under its button (an ability's
    /// summary on the loadout step).
    pub detail: Option<Words>,
}

impl Choice {
    /// A choice of the place named `name` whose key is not its name (a
    /// claim target `claim:F9` beside the pieces' own squares).
    pub fn place_keyed(
        key: impl Into<String>,
        name: impl Into<String>,
        label: impl Into<Words>,
    ) -> Choice {
        Choice {
            key: key.into(),
            label: label.into(),
            target: Target::Place(name.into()),
            group: None,
            modifier: false,
            drawn_at: None,
            legend: None,
            detail: None,
        }
    }

    /// A choice of the place named `name`.
    pub fn place(name: impl Into<String>, label: impl Into<Words>) -> Choice {
        let name = name.into();
        Choice {
            key: name.clone(),
            label: label.into(),
            target: Target::Place(name),
            group: None,
            modifier: false,
            drawn_at: None,
            legend: None,
            detail: None,
        }
    }

    /// A named choice with this key.
    pub fn named(key: impl Into<String>, label: impl Into<Words>) -> Choice {
        Choice {
            key: key.into(),
            label: label.into(),
            target: Target::Named,
            group: None,
            modifier: false,
            drawn_at: None,
            legend: None,
            detail: None,
        }
    }

    /// The same choice, in `group`.
    pub fn in_group(mut self, group: impl Into<Words>) -> Choice {
        self.group = Some(group.into());
        self
    }

    /// The same choice, drawn on the board at the place named `place`.
    pub fn drawn_at(mut self, place: impl Into<String>) -> Choice {
        self.drawn_at = Some(place.into());
        self
    }

    /// The same choice, its place's mark explained by `legend`.
    pub fn marked(mut self, legend: impl Into<Words>) -> Choice {
        self.legend = Some(legend.into());
        self
    }

    /// The same choice, with one line more about it.
    pub fn detailed(mut self, detail: impl Into<Words>) -> Choice {
        self.detail = Some(detail.into());
        self
    }

    /// The same choice, as a modifier of a complete turn.
    pub fn as_modifier(mut self) -> Choice {
        self.modifier = true;
        self
    }

    /// The place it names, if it names one.
    pub fn place_name(&self) -> Option<&str> {
        match &self.target {
            Target::Place(p) => Some(p),
            Target::Named => None,
        }
    }
}

/// The next step of a turn being chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What to do now, for the player (`Choose a piece to move.`).
    pub prompt: Words,
    /// What may be chosen now (empty when the turn can only end here).
    pub choices: Vec<Choice>,
    /// The turn in the game's own notation when it may end here (End
    /// turn plays it), else `None`.
    pub complete: Option<String>,
    /// The choices made so far, in words (`E2-E4, claim F9`).
    pub so_far: Words,
    /// What playing the complete path does (its button's word).
    pub plays: Plays,
}

/// What playing a step's complete path does, as its button says it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Plays {
    /// Ends the player's turn (`End turn: E2-E4`).
    #[default]
    EndTurn,
    /// Throws (Throne's shells): the turn goes on with what was thrown.
    Throw,
    /// Makes one move of several in the player's turn (Throne).
    Move,
}

impl Step {
    /// The same step, whose complete path does `plays`.
    pub fn playing(mut self, plays: Plays) -> Step {
        self.plays = plays;
        self
    }

    /// Whether the turn may end here.
    pub fn is_complete(&self) -> bool {
        self.complete.is_some()
    }
}

/// A game's legal turns, each with its path of choices, as a tree the
/// steps are read from. Paths must be distinct (one turn, one path).
#[derive(Debug, Default)]
pub struct TurnTrie {
    root: Node,
}

#[derive(Debug, Default)]
struct Node {
    /// The turn that ends here, in the game's notation.
    turn: Option<String>,
    /// The choices on from here, in the order first added, by key.
    next: Vec<(Choice, Node)>,
    /// Where each key is in `next`.
    index: BTreeMap<String, usize>,
}

impl TurnTrie {
    /// An empty tree.
    pub fn new() -> TurnTrie {
        TurnTrie::default()
    }

    /// Adds a turn reached by `path`, written `turn` in the game's notation.
    /// A second turn with the same path replaces the first (a game's paths
    /// must tell its turns apart; the enumeration tests prove they do).
    pub fn add(&mut self, path: Vec<Choice>, turn: String) {
        let mut node = &mut self.root;
        for choice in path {
            let at = match node.index.get(&choice.key) {
                Some(&i) => i,
                None => {
                    node.index.insert(choice.key.clone(), node.next.len());
                    node.next.push((choice, Node::default()));
                    node.next.len() - 1
                }
            };
            node = &mut node.next[at].1;
        }
        node.turn = Some(turn);
    }

    /// The step after the choices `path` (keys), or `None` when no legal
    /// turn goes that way (a stale or forged path): the choices made
    /// (as chosen), the choices now, and the turn that ends here.
    pub fn step(&self, path: &[String]) -> Option<TrieStep> {
        let mut node = &self.root;
        let mut chosen = Vec::with_capacity(path.len());
        for key in path {
            let &i = node.index.get(key)?;
            chosen.push(node.next[i].0.clone());
            node = &node.next[i].1;
        }
        Some(TrieStep {
            chosen,
            choices: node.next.iter().map(|(c, _)| c.clone()).collect(),
            turn: node.turn.clone(),
        })
    }

    /// How many turns end in the tree (the legal turns added).
    pub fn turns(&self) -> usize {
        fn count(n: &Node) -> usize {
            usize::from(n.turn.is_some()) + n.next.iter().map(|(_, c)| count(c)).sum::<usize>()
        }
        count(&self.root)
    }
}

/// A step read from a [`TurnTrie`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrieStep {
    /// The choices made so far.
    pub chosen: Vec<Choice>,
    /// What may be chosen now.
    pub choices: Vec<Choice>,
    /// The turn that ends here, if one does.
    pub turn: Option<String>,
}

impl TrieStep {
    /// The step with this prompt; `so_far` lists the labels chosen.
    pub fn with_prompt(self, prompt: impl Into<Words>) -> Step {
        Step {
            prompt: prompt.into(),
            choices: self.choices,
            complete: self.turn,
            so_far: Words::listing(self.chosen.into_iter().map(|c| c.label)),
            plays: Plays::EndTurn,
        }
    }
}

/// Every complete path from `path` on, walking the steps `step` gives
/// (modifiers left out): each path's keys and the turn it ends in. For
/// tests that prove a game's paths are exactly its legal turns.
pub fn complete_paths(
    step: &mut dyn FnMut(&[String]) -> Option<Step>,
    path: &mut Vec<String>,
    out: &mut Vec<(Vec<String>, String)>,
) {
    let Some(s) = step(path) else { return };
    if let Some(turn) = s.complete {
        out.push((path.clone(), turn));
    }
    for c in s.choices.into_iter().filter(|c| !c.modifier) {
        path.push(c.key);
        complete_paths(step, path, out);
        path.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trie_gives_each_step_and_ends_each_turn_once() {
        let mut t = TurnTrie::new();
        let sq = |s: &str| Choice::place(s, Words::code(s));
        t.add(vec![sq("e2"), sq("e4")], "e2-e4".into());
        t.add(vec![sq("e2"), sq("e3")], "e2-e3".into());
        t.add(
            vec![
                sq("e2"),
                sq("e4"),
                Choice::named("claim:f7", Words::code("claim f7")),
            ],
            "e2-e4 ^f7".into(),
        );
        t.add(
            vec![Choice::named("pass", Words::code("pass"))],
            "pass".into(),
        );
        let root = t.step(&[]).unwrap();
        assert_eq!(root.turn, None);
        let keys: Vec<&str> = root.choices.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(keys, ["e2", "pass"]);
        let after = t.step(&["e2".into(), "e4".into()]).unwrap();
        assert_eq!(after.turn.as_deref(), Some("e2-e4"));
        assert_eq!(after.choices.len(), 1);
        assert_eq!(after.chosen.len(), 2);
        assert!(t.step(&["d2".into()]).is_none(), "no turn goes that way");
        assert_eq!(t.turns(), 4);
        let mut paths = vec![];
        let mut step = |p: &[String]| t.step(p).map(|s| s.with_prompt(Words::new()));
        complete_paths(&mut step, &mut vec![], &mut paths);
        assert_eq!(paths.len(), 4);
    }
}
