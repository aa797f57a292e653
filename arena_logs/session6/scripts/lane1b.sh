#!/bin/bash
while ! grep -q "done preh_e1_mcts" /work/arena8/log; do sleep 5; done
./run.sh totw_pe1_mcts 20 1 --title tribes_of_the_wind --players 2 --bots hard,openspiel_mcts_h --knobs '{"hard":{"prior_samples":8,"final":"visits","expand_one":true}}'
./run.sh ft_h1_greedy 40 1 --title five_tribes --players 2 --bots hard,greedy --knobs '{"hard":{"horizon_turns":1,"expand_one":true}}'
./run.sh ft_nf_greedy 40 1 --title five_tribes --players 2 --bots hard,greedy --knobs '{"hard":{"normalize_floor":0.2,"expand_one":true}}'
