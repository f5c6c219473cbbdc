// Async boundary, as for every federation entry: shared singletons are negotiated before they are imported.
void import('./bootstrap');
