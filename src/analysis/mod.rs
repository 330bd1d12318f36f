//! Computer analysis of finished games (issue 48): each position judged
//! by the game's engine at a fixed effort ([`game_api::Game::judge_log`]),
//! made into a [`review::Review`] (losses, marks, accuracy), and drawn
//! for a chat ([`picture`]).

pub mod picture;
pub mod review;

pub use review::{Mark, Review, TurnReview};
