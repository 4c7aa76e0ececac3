#ifndef CTEXTUITERMINAL_H
#define CTEXTUITERMINAL_H
void textui_terminal_placeholder(void);
#endif
