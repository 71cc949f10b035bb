/* The C interface is implemented in Swift (GestureArbiterC); this target only publishes its header. */
#include "gesture_arbiter.h"
