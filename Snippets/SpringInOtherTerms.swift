// snippet.hide
// README "Interactions": a spring in other tools' terms, and how long things take to rest.
import Interactions

// snippet.show
let spring = SpringParameters(response: 0.4, dampingFraction: 0.7)
let origami = spring.origami                    // tension, friction: what Origami calls it
let pop = spring.bouncy                         // bounciness and speed, if Pop can say it
let settles = spring.restTime(distance: 200)    // seconds until a 200-point step is at rest (nil: never)
let coasts = Friction.uiKit.restTime(forSpeed: 1500)   // seconds a 1500 pt/s fling coasts
// snippet.hide
print(origami, String(describing: pop), String(describing: settles), coasts)
