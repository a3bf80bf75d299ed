
H	/host:CPUdpython¿Ñ="¿ıPd"ThunkExecutor::Execute
Ü/device:GPU:0∆Stream #7(Compute)¿Ñ="ç¿Ñ=Ä≤ì"*loop_multiply_fusion.2"	*jit_f"e"S*Oregs:32 static_shared:0 dynamic_shared:0 grid:1024,1,1 block:128,1,1 occ_pct:50"âÄõÓÄ¿Ø"*gemm_fusion_dot.1"	*jit_f"f"S*Oregs:32 static_shared:0 dynamic_shared:0 grid:1024,1,1 block:128,1,1 occ_pct:50"ãÄ— Ä¿ª"*input_reduce_fusion"	*jit_f"g"S*Oregs:32 static_shared:0 dynamic_shared:0 grid:1024,1,1 block:128,1,1 occ_pct:50P"input_reduce_fusion"gemm_fusion_dot_1"loop_multiply_fusion_2*kernel_details*correlation_id*
hlo_module*
hlo_op"fixture-host