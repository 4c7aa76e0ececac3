#include "CTextUITerminal.h"
void textui_terminal_placeholder(void) {}
